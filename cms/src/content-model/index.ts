// The content model the CMS and the site share: what the CMS's documents are on the site (the
// mapping, the body format), the webhook's events and the preview's signed links. No imports
// from outside this folder and no dependencies: Strapi's code imports it, and the worker's
// build imports it from here, so cms/ stays a project of its own.
export * from './body'
export * from './events'
export * from './kinds'
export * from './map'
export * from './media'
export * from './preview'
