// A local SMTP sink for `npm run test:cms`: Strapi sends its mail (partners', consultants', the
// newsletter's) to it over SMTP, and the tests read what arrived through a small JSON API
// (GET /messages?to=address), as its reader would read their inbox.
import { createServer } from 'node:http'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

/**
 * @param {{ smtpPort: number, apiPort: number }} ports
 * @returns {Promise<{ api: string, count: () => number, stop: () => Promise<void> }>}
 */
export async function startMailSink({ smtpPort, apiPort }) {
  const messages = []
  const smtp = new SMTPServer({
    // plain SMTP on the loopback interface: no login, no TLS
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      simpleParser(stream).then((mail) => {
        messages.push({
          to: (mail.to?.value ?? []).map((address) => address.address.toLowerCase()),
          from: mail.from?.text ?? '',
          subject: mail.subject ?? '',
          text: mail.text ?? '',
          html: typeof mail.html === 'string' ? mail.html : '',
          replyTo: mail.replyTo?.text ?? null,
          // each header as its line said it (List-Unsubscribe and its one-click companion)
          headers: Object.fromEntries(
            mail.headerLines.map(({ key, line }) => [key, line.slice(line.indexOf(':') + 1).trim()])
          ),
          receivedAt: new Date().toISOString(),
        })
        done()
      }, done)
    },
  })
  const api = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://sink')
    const to = url.searchParams.get('to')?.toLowerCase()
    const found = to ? messages.filter((message) => message.to.includes(to)) : messages
    response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(found))
  })
  await new Promise((done, fail) => smtp.listen(smtpPort, '127.0.0.1', done).once('error', fail))
  await new Promise((done, fail) => api.listen(apiPort, '127.0.0.1', done).once('error', fail))
  return {
    api: `http://127.0.0.1:${apiPort}`,
    count: () => messages.length,
    stop: () =>
      new Promise((done) => {
        api.close()
        smtp.close(() => done())
      }),
  }
}
