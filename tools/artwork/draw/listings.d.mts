/** The seeded listings the artwork is drawn for: id, area, type, development, shots after the cover. */
export declare const LISTINGS: [number, string, string, string, string[]][]
/** Every listing's pictures, by key (`listing-{id}-{shot}`). */
export declare const LISTING_SCENES: Record<string, () => string>
