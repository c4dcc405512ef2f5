import { factories } from '@strapi/strapi'

export default factories.createCoreService('api::account-manager.account-manager')
