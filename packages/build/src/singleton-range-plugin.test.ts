import assert from 'node:assert/strict';
import { describe, it, mock } from 'node:test';
import { createInstance, satisfy } from '@module-federation/enhanced/runtime';
import singletonRangePlugin, { caretAllows } from './singleton-range-plugin.ts';

describe('caretAllows', () => {
  it("agrees with the federation runtime's own semver on plain versions and caret ranges", () => {
    const versions = ['0.0.3', '0.0.4', '0.2.3', '0.2.9', '0.3.0', '1.2.2', '1.2.3', '1.2.10', '1.3.0', '1.10.0', '2.0.0', '19.3.1'];
    const ranges = ['^0.0.3', '^0.2.3', '^1.2.3', '^1.10.0', '^2.0.0', '^19.0.0', '^19.3.2'];
    for (const version of versions) {
      for (const range of ranges) assert.equal(caretAllows(version, range), satisfy(version, range), `${version} in ${range}`);
    }
  });

  it('leaves anything but a plain version and a plain caret range to the runtime', () => {
    assert.equal(caretAllows('19.3.1', '~19.3.0'), null);
    assert.equal(caretAllows('19.3.1', '>=19.0.0'), null);
    assert.equal(caretAllows('19.3.1', '^19.0.0 || ^20.0.0'), null);
    assert.equal(caretAllows('19.3.1-rc.1', '^19.0.0'), null);
    assert.equal(caretAllows('19.3.1', '^19.0.0-rc.0'), null);
  });
});

describe('the singleton range plugin in a federation runtime', () => {
  const load = async (name: string, requiredVersion: string) => {
    const instance = createInstance({
      name,
      remotes: [],
      shared: {
        [`${name}-lib`]: {
          version: '19.3.1',
          lib: () => ({ from: name }),
          shareConfig: { singleton: true, requiredVersion },
        },
      },
      plugins: [singletonRangePlugin()],
    });
    const factory = await instance.loadShare<{ from: string }>(`${name}-lib`);
    assert.ok(factory, 'the shared module resolves');
    return factory();
  };

  it('gives the singleton without a warning when its version is in range', async () => {
    const warn = mock.method(console, 'warn', () => undefined);
    try {
      assert.deepEqual(await load('in-range', '^19.0.0'), { from: 'in-range' });
      assert.equal(warn.mock.callCount(), 0);
    } finally {
      warn.mock.restore();
    }
  });

  it('still gives the singleton out of range, and says which version and which requirement', async () => {
    const warn = mock.method(console, 'warn', () => undefined);
    try {
      assert.deepEqual(await load('out-of-range', '^20.0.0'), { from: 'out-of-range' });
      const messages = warn.mock.calls.map((call) => String(call.arguments.join(' ')));
      assert.ok(
        messages.some((text) => text.includes('Version 19.3.1') && text.includes('out-of-range-lib') && text.includes('^20.0.0')),
        messages.join('\n'),
      );
    } finally {
      warn.mock.restore();
    }
  });

  it("answers our singletons itself, and hands any other share to the runtime's resolver", () => {
    const plugin = singletonRangePlugin();
    const shared = { version: '19.3.1', from: 'shell', shareConfig: { singleton: true, requiredVersion: '^19.0.0' } };
    const args = (shareConfig: object) => ({
      shareScopeMap: { default: { react: { '19.3.1': shared } } },
      scope: 'default',
      pkgName: 'react',
      version: '19.3.1',
      shareInfo: { ...shared, from: 'tickets', shareConfig },
      GlobalFederation: {},
      resolver: () => {
        throw new Error("the runtime's resolver");
      },
    });
    type Answered = { resolver: () => unknown };
    const resolve = (shareConfig: object) => (plugin.resolveShare!(args(shareConfig) as never) as unknown as Answered).resolver();
    assert.deepEqual(resolve({ singleton: true, requiredVersion: '^19.0.0' }), { shared, useTreesShaking: false });
    for (const other of [
      { singleton: false, requiredVersion: '^19.0.0' },
      { singleton: true, requiredVersion: '~19.3.0' },
      { singleton: true, strictVersion: true, requiredVersion: '^19.0.0' },
      { singleton: true, requiredVersion: false },
    ]) {
      assert.throws(() => resolve(other), /the runtime's resolver/, JSON.stringify(other));
    }
  });
});
