import { factories } from '@strapi/strapi'

export default factories.createCoreRouter('api::account-manager.account-manager')
