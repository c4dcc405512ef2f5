/** Every generated image, by key: a function drawing its SVG. */
export declare const SCENES: Record<string, () => string>
