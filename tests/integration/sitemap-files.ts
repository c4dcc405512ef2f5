/**
 * Every `<url>` of the sitemap: the index read first, then each file it names, joined into one
 * string so tests can search it as they would a single file.
 */
export async function allSitemapUrls(
  fetcher: (url: string) => Promise<Response>,
  origin: string
): Promise<string> {
  const index = await (await fetcher(`${origin}/sitemap.xml`)).text()
  const files = [...index.matchAll(/<sitemap><loc>([^<]+)<\/loc>/g)].map((m) => m[1]!)
  const parts = await Promise.all(files.map(async (file) => (await fetcher(file)).text()))
  return parts.map((xml) => (xml.match(/<url>.*?<\/url>/g) ?? []).join('')).join('')
}
