import type { FastifyRequest } from 'fastify';
import type { ValidationLang } from '@helpdesk/shared/schemas';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set once the user is known: their saved language wins over Accept-Language. */
    userLang: ValidationLang | null;
  }
}

/** The language of messages for this request: the user's, else Accept-Language, else Polish. */
export function requestLang(request: FastifyRequest): ValidationLang {
  if (request.userLang) return request.userLang;
  const header = request.headers['accept-language'];
  if (typeof header === 'string') {
    const ranked = header
      .split(',')
      .map((part) => {
        const [tag = '', ...params] = part.trim().split(';');
        const q = params.find((p) => p.trim().startsWith('q='));
        return { lang: tag.trim().slice(0, 2).toLowerCase(), q: q ? Number(q.trim().slice(2)) : 1 };
      })
      .filter((x) => x.lang === 'pl' || x.lang === 'en')
      .sort((a, b) => b.q - a.q);
    if (ranked[0]) return ranked[0].lang as ValidationLang;
  }
  return 'pl';
}
