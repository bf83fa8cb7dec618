import { describe, expect, it } from 'vitest';
import { buildModules } from './composition.ts';
import type { ModuleSetup, ServerModule } from './platform/module.ts';

// The composition's wiring, on made-up modules: APIs reached lazily whatever the order, hook points filled
// before the first call, and mistakes refused at start.

type Service = Record<string, (...args: never[]) => unknown>;
/** Made-up modules' APIs are not in `ModuleApis`: read them untyped. */
const apisOf = (setup: ModuleSetup) => setup.modules as unknown as Record<string, Record<string, Service>>;
const base = { db: {} as ModuleSetup['db'], platform: {} as ModuleSetup['platform'] };

/** A module whose `greet` asks the other one's name, and which exports its own. */
function greeter(name: string, other: string): ServerModule {
  return {
    name,
    services: (setup) => {
      const peer = apisOf(setup)[other]!.names!;
      return { names: { name: () => name, greet: () => `${name} greets ${peer.name!()}` } };
    },
    exports: (services) => services,
  };
}

describe('buildModules', () => {
  it('lets two modules know each other whatever their order', () => {
    for (const modules of [
      [greeter('a', 'b'), greeter('b', 'a')],
      [greeter('b', 'a'), greeter('a', 'b')],
    ]) {
      const { built, setup } = buildModules(modules, base);
      const a = built.get('a') as { names: { greet(): string } };
      expect(a.names.greet()).toBe('a greets b');
      expect(apisOf(setup).b!.names!.greet!()).toBe('b greets a');
    }
  });

  it("refuses a read of another module's member while the modules are being built", () => {
    const eager: ServerModule = {
      name: 'eager',
      services: (setup) => ({ theirs: apisOf(setup).a!.names!.name }),
    };
    expect(() => buildModules([eager, greeter('a', 'b'), greeter('b', 'a')], base)).toThrow(
      'a.names.name is read while the modules are being built',
    );
  });

  it('refuses at start a module or service that no module exports', () => {
    expect(() => buildModules([greeter('a', 'nobody')], base)).toThrow(
      'A module uses nobody.names, which no module exports',
    );
    const { setup } = buildModules([greeter('a', 'b'), greeter('b', 'a')], base);
    expect(() => apisOf(setup).a!.missing).toThrow('A module uses a.missing, which no module exports');
  });

  it("fills a hook point with every module's contributions before the first call, whatever the order", async () => {
    const guards: string[] = [];
    const offering: ServerModule = {
      name: 'employees',
      services: (setup) => {
        const list = setup.hooks('employeeDeleteGuards');
        return { run: () => Promise.all(list.map((guard) => guard({} as never, 'e1'))) };
      },
    };
    const contributing = (name: string): ServerModule => ({
      name,
      services: () => ({}),
      contributes: () => ({
        employeeDeleteGuards: [
          async (_ctx, employeeId) => {
            guards.push(`${name}:${employeeId}`);
          },
        ],
      }),
    });
    const { built } = buildModules([contributing('first'), offering, contributing('last')], base);
    // The list the offering module read while it was being built, before the others contributed.
    await (built.get('employees') as { run(): Promise<unknown> }).run();
    expect(guards).toEqual(['first:e1', 'last:e1']);
  });

  it('refuses a contribution to a hook point that no module reads', () => {
    const contributing: ServerModule = {
      name: 'custody',
      services: () => ({}),
      contributes: () => ({ employeeDeleteGuards: [async () => {}] }),
    };
    expect(() => buildModules([contributing], base)).toThrow(
      'custody contributes to the hook point employeeDeleteGuards, which no module reads',
    );
  });
});
