import { publishedRouter } from '../../../config/published-router'

export default publishedRouter('api::area.area')
