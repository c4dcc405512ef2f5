-- The language a testimonial was written in: shown as written, marked with `lang`, never
-- translated. The demo testimonials are all in English.
ALTER TABLE testimonials ADD COLUMN language TEXT NOT NULL DEFAULT 'en';
