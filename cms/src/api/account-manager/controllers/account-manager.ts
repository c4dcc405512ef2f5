import { factories } from '@strapi/strapi'

export default factories.createCoreController('api::account-manager.account-manager')
