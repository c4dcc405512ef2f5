import { publishedRouter } from '../../../config/published-router'

export default publishedRouter('api::blog-post.blog-post')
