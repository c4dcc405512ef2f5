import { Island } from '../../placements/island'
import { usePage } from '../../components/page-context'
import PhotoGallery from '../../islands/photo-gallery'
import type { Image } from '../../schemas/common'
import { template } from '../../i18n/messages'

/** How wide the gallery's first photo is shown; the head preloads it with the same. */
export const LEAD_PHOTO_SIZES = '(min-width: 768px) 50vw, 100vw'

/**
 * The listing's photos, first on a phone's screen. An island that waits for the visitor: the
 * strip swipes and every photo opens as a plain link before any script runs.
 */
export function PropertyGallery({ photos }: { photos: Image[] }) {
  const { t, locale } = usePage()
  if (photos.length === 0) return null
  return (
    <Island
      name="photo-gallery"
      component={PhotoGallery}
      hydrate="interaction"
      props={{
        photos,
        leadSizes: LEAD_PHOTO_SIZES,
        localeIso: locale.iso,
        rtl: locale.dir === 'rtl',
        labels: {
          region: t('property.photos'),
          title: t('property.photos'),
          showAll: t.plural('property.showAllPhotos', photos.length),
          photoCount: template(t, 'property.photoCount', 'index', 'count'),
          next: t('property.nextPhoto'),
          previous: t('property.previousPhoto'),
          close: t('forms.close'),
        },
      }}
    />
  )
}
