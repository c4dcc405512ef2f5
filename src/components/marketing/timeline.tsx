import { usePage } from '../page-context'

const MILESTONES = ['m2012', 'm2015', 'm2018', 'm2021', 'm2023', 'm2025'] as const

/**
 * The company's milestones (en.json `home.experience.milestones`): a vertical line on phones,
 * three columns on wide screens. The line sits on the start side, so it mirrors in RTL.
 */
export function Timeline() {
  const { t } = usePage()
  return (
    <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {MILESTONES.map((key) => (
        <li key={key} className="border-s-2 border-primary-600 ps-5 dark:border-primary-500">
          <p className="text-sm font-bold text-primary-700 dark:text-primary-400">
            {t(`home.experience.milestones.${key}.year`)}
          </p>
          <p className="mt-1 font-semibold text-slate-900 rtl:text-right dark:text-white">
            {t(`home.experience.milestones.${key}.title`)}
          </p>
          <p className="mt-1 text-slate-700 rtl:text-right dark:text-slate-300">
            {t(`home.experience.milestones.${key}.text`)}
          </p>
        </li>
      ))}
    </ol>
  )
}
