export default {
  rest: {
    defaultLimit: 25,
    // the worker reads lists in pages of at most 100 (src/content/strapi.ts)
    maxLimit: 100,
    withCount: true,
  },
}
