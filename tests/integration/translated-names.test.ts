// Names and labels the firm writes around its content, in the page's language: a development's
// name (content_translations entity 'development', English from the listings' column elsewhere),
// a testimonial's subtitle (entity 'testimonial') and the place under a consultant's client
// review (the agent's field 'review_places'); the clients' own words stay as written.
import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { decodeHtml, visibleText } from './html-text'

async function html(path: string) {
  const response = await SELF.fetch(`https://brokerage.example${path}`)
  expect(response.status, path).toBe(200)
  return decodeHtml(await response.text())
}

/** The location filter's development options, as the select lists them. */
function developmentOptions(page: string): string[] {
  const group = page.match(/<optgroup label="[^"]*">(?:(?!<\/optgroup>)[\s\S])*?<\/optgroup>/g)
  const options = (group?.[1] ?? '').matchAll(/<option value="([^"]+)"[^>]*>([^<]*)<\/option>/g)
  return [...options].map(([, , label]) => label!)
}

async function searched(q: string, locale: string) {
  const params = new URLSearchParams({ q, locale, pageSize: '48', at: String(Date.now()) })
  const response = await SELF.fetch(`https://brokerage.example/api/properties?${params}`)
  const body = (await response.json()) as {
    items: { id: number; development: { name: string } }[]
  }
  return body.items
}

describe("a development's name in the page's language", () => {
  it('lists the developments in the filter in the page script, in its alphabetical order', async () => {
    const korean = developmentOptions(await html('/ko/catalog'))
    expect(korean).toContain('마리나 크레스트 (2)')
    expect(
      korean.some((label) => /[A-Za-z]/.test(label)),
      korean.join(', ')
    ).toBe(false)
    expect(korean).toEqual([...korean].sort(new Intl.Collator('ko-KR').compare))
    const russian = developmentOptions(await html('/ru/catalog'))
    expect(russian).toContain('Азур Палм (2)')
    expect(developmentOptions(await html('/de/catalog'))).toContain('Marina Crest (2)')
  })

  it('names it on the listing, under the title and in the facts', async () => {
    const arabic = await html('/ar/catalog/1')
    expect(arabic).toContain('<bdi>مارينا كرست</bdi>')
    expect(/<dd[^>]*>مارينا كرست<\/dd>/.test(arabic), 'the Project fact').toBe(true)
    expect(arabic).not.toContain('<bdi>Marina Crest</bdi>')
    const hebrew = await html('/he/catalog/17')
    expect(hebrew).toContain('<bdi>אז׳ור פאלם</bdi>')
    expect(await html('/fr/catalog/1')).toContain('<bdi>Marina Crest</bdi>')
  })

  it('finds its listings by the translated name, in any language', async () => {
    const korean = await searched('마리나 크레스트', 'ko')
    expect(korean.map((item) => item.id).sort()).toEqual([1, 3])
    expect(new Set(korean.map((item) => item.development.name))).toEqual(
      new Set(['마리나 크레스트'])
    )
    const english = await searched('마리나 크레스트', 'en')
    expect(english.map((item) => item.id).sort()).toEqual([1, 3])
    expect(new Set(english.map((item) => item.development.name))).toEqual(new Set(['Marina Crest']))
  })
})

describe("the firm's labels around the clients' words", () => {
  it("writes a testimonial's subtitle in the page's language, the words as written", async () => {
    const german = visibleText(await html('/de/client-reviews'))
    expect(german).toContain('Investor aus London, Vereinigtes Königreich')
    expect(german).toContain('Zugezogene Familie aus München, Deutschland')
    expect(german).not.toContain('Investor from London')
    // James Carter wrote in English: his words are on every page as he wrote them
    expect(german).toContain('I bought my first off-plan apartment in Dubai Marina')
    const arabic = visibleText(await html('/ar/client-reviews'))
    expect(arabic).toContain('مستثمر من لندن، المملكة المتحدة')
    expect(arabic).not.toContain('Investor from London')
    expect(visibleText(await html('/client-reviews'))).toContain(
      'Investor from London, United Kingdom'
    )
  })

  it('gives the testimonials of the list API the subtitle of the locale asked for', async () => {
    const response = await SELF.fetch('https://brokerage.example/api/testimonials?locale=ko')
    const body = (await response.json()) as { items: { name: string; subtitle: string }[] }
    const james = body.items.find((item) => item.name === 'James Carter')
    expect(james?.subtitle).toBe('영국 런던의 투자자')
  })

  it("names the place under a consultant's client review in the page's language", async () => {
    // the name is isolated (<bdi>) so that its period stays with it in a right-to-left line
    const text = async (path: string) =>
      visibleText((await html(path)).replace(/<\/?bdi>|<!-- -->/g, ''))
    expect(await text('/de/agent/2')).toContain('Stefan K., München')
    expect(await text('/ar/agent/1')).toContain('Huda A.، الرياض')
    expect(await text('/agent/2')).toContain('Stefan K., Munich')
    // a company signs without a place
    const arjun = await text('/ru/agent/4')
    expect(arjun).toContain('Nikhil R., Мумбаи')
    expect(arjun).toMatch(/Horizon Build LLC(?!,)/)
  })
})

describe('Hebrew names joined by a hyphen', () => {
  // Chromium broke «אל-מכתום» after its hyphen on a phone; a word joiner keeps it whole
  it('stay on one line, in the interface and in the content', async () => {
    expect(await html('/he/vienna')).toContain('אל-\u2060מכתום')
    const listing = await html('/he/catalog/24')
    expect(listing).toContain('<bdi>אל-\u2060נור דבלופמנטס</bdi>')
    expect(listing).not.toMatch(/אל-(?!\u2060)/)
    // and only in Hebrew
    expect(await html('/ru/catalog/24')).toContain('<bdi>Аль-Нур Девелопментс</bdi>')
  })
})
