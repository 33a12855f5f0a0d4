/** A page's actor serves its server render's API requests while the render runs, and nothing else (policy.ts). */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { FastifyRequest } from 'fastify';
import { LENT_ACTOR_HEADER, lendActor, takeLentActor, type Actor } from './policy';

const request = (token?: string) =>
  ({ headers: token === undefined ? {} : { [LENT_ACTOR_HEADER]: token }, actor: null }) as unknown as FastifyRequest;

describe('lent actor', () => {
  it("starts a request carrying the lent token with the page's actor, until it is given back", async () => {
    const actor = { user: { id: 7 } } as unknown as Actor;
    const lent = lendActor(actor);
    const during = request(lent.token);
    await takeLentActor(during);
    assert.equal(during.actor, actor);
    lent.release();
    const after = request(lent.token);
    await takeLentActor(after);
    assert.equal(after.actor, null);
  });

  it('leaves a request with an unknown token, or none, to load its own actor', async () => {
    const lent = lendActor({ user: { id: 8 } } as unknown as Actor);
    try {
      for (const req of [request(), request(''), request(`${lent.token}x`)]) {
        await takeLentActor(req);
        assert.equal(req.actor, null);
      }
      const other = lendActor({} as Actor);
      other.release();
      assert.notEqual(other.token, lent.token, 'every loan has its own token');
    } finally {
      lent.release();
    }
  });
});
