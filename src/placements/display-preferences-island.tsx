import { Island } from './island'
import { usePage } from '../components/page-context'
import { formatDate } from '../i18n/format'
import DisplayPreferences from '../islands/display-preferences'
import { RATES_DATE } from '../lib/currency'
import { template } from '../i18n/messages'

/** The currency and area-unit switch, with its strings translated on the server. */
export function DisplayPreferencesIsland() {
  const { t, locale } = usePage()
  return (
    <Island
      name="display-preferences"
      component={DisplayPreferences}
      hydrate="interaction"
      props={{
        localeIso: locale.iso,
        label: t('currency.preferences'),
        currencyLabel: t('currency.label'),
        unitLabel: t('currency.unitLabel'),
        unitNames: { sqft: t('currency.sqftName'), sqm: t('currency.sqmName') },
        areaTemplates: {
          sqft: template(t, 'currency.sqft', 'value'),
          sqm: template(t, 'currency.sqm', 'value'),
        },
        alsoIn: template(t, 'catalog.card.alsoIn', 'amount'),
        ratesNote: t('currency.ratesNote', { date: formatDate(locale, RATES_DATE) }),
      }}
    />
  )
}
