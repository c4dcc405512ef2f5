import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { getLocale } from '../../src/i18n/locales'
import { FORM_LIST, FORMS } from '../../src/generated/forms'
import { isDrawnForm } from '../../src/generated/form-views'
import { answerPage } from '../../src/routes/submissions/form-page'

// The forms are the folders of src/forms (scripts/build-forms.mjs): each must be reachable and
// drawable without any list kept by hand.
describe('the form declarations', () => {
  const state = { status: 400 as const, locale: getLocale('en'), values: {}, errors: {} }

  it('give every form its own endpoint and table', () => {
    const endpoints = FORM_LIST.map(([, form]) => form.view.endpoint)
    const tables = FORM_LIST.map(([, form]) => form.table)
    expect(new Set(endpoints).size).toBe(FORM_LIST.length)
    expect(new Set(tables).size).toBe(FORM_LIST.length)
    for (const endpoint of endpoints) expect(endpoint).toMatch(/^\/api\/[a-z-]+$/)
  })

  it('draw a form without an island of its own with the generic form island', () => {
    const page = answerPage('feedback', FORMS.feedback, state, env)
    expect(page.title).toBe('feedbackForm.title')
    expect(page.layout).toBe('empty')
    expect(page.form).toMatchObject({ props: { form: 'feedback' } })
  })

  it('let a form with an island of its own answer with its own page', () => {
    expect(isDrawnForm('careers')).toBe(false)
    expect(answerPage('careers', FORMS.careers, state, env).title).toBe('questionnaire.title')
  })

  it('refuse a form that has neither a view to draw nor a page', () => {
    const bare = { ...FORMS.careers, page: undefined }
    expect(() => answerPage('careers', bare, state, env)).toThrow(
      /neither a default view nor a page/
    )
  })
})
