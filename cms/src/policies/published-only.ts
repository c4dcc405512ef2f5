/**
 * Published entries only, whatever `status` the query asks for. Strapi 5's REST API answers
 * `?status=draft` with the drafts to any role allowed to `find` (tested on 5.54: the Public role
 * read a consultant an editor had unpublished). API tokens keep it: they are the site's tools,
 * not visitors (a preview reads drafts with one).
 */
const TOOLS = new Set(['content-api-token', 'api-token'])

export default (policyContext: any) => {
  if (TOOLS.has(policyContext.state.auth?.strategy?.name)) return true
  const { status, ...query } = policyContext.request.query
  if (status !== undefined && status !== 'published') policyContext.request.query = query
  return true
}
