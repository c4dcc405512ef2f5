import { publishedRouter } from '../../../config/published-router'

export default publishedRouter('api::agent.agent')
