import type { Entry } from './media'
import { imageColumn, type MapOptions, read } from './read'

// An article's row (its cover's description is words, `coverAlt` per language) and a
// testimonial's (kept in the language its author wrote, never translated).

export function postRow(en: Entry, options: MapOptions) {
  const title = read.text(en.title)
  const alt = read.text(en.coverAlt) || read.mediaAlt(en.cover) || title
  return {
    slug: read.text(en.slug),
    title,
    topic: read.text(en.topic),
    excerpt: read.text(en.excerpt),
    body: read.body(en.body),
    key_takeaways: read.json(read.list(en.keyTakeaways)),
    // an article without a cover shows the site's artwork rather than none
    cover: imageColumn(en.cover, options, alt) ?? options.defaultCover,
    cover_alt: alt,
    author_id: read.numeric(read.relation(en.author)?.ref),
    published_at: read.text(en.date),
  }
}

export function testimonialRow(en: Entry, options: MapOptions) {
  const name = read.text(en.name)
  return {
    name,
    subtitle: read.text(en.subtitle),
    text: read.text(en.text),
    language: read.text(en.language) || 'en',
    rating: read.numeric(en.rating),
    photo: imageColumn(en.photo, options, read.mediaAlt(en.photo) || name),
    published_at: read.text(en.date),
  }
}
