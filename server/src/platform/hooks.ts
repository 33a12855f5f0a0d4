/**
 * Effects that travel up the layers (ARCHITECTURE §9): a lower module declares a hook and calls it; the upper module
 * that reacts registers into it when app.ts sets its plugin up — the lower module never imports the upper one.
 * One registry per app context, so two apps in one process (tests, the cluster harness) never share listeners.
 *
 * - A hook (`defineHook`) is an event with any number of listeners: `emit` awaits them in registration order, and a
 *   listener's error reaches the emitter, as a direct call would.
 * - A slot (`defineSlot`) is one answer a lower module reads from above (the company list's contract health is the
 *   company report's figure): exactly one module fills it, and reading an empty slot is a wiring error.
 */

export interface Hook<Args extends unknown[]> {
  readonly name: string;
  /** Type only: what `emit` passes to the listeners. */
  readonly _args?: Args;
}

export interface Slot<Fn extends (...args: never[]) => unknown> {
  readonly name: string;
  /** Type only: what fills the slot. */
  readonly _fn?: Fn;
}

export const defineHook = <Args extends unknown[]>(name: string): Hook<Args> => ({ name });
export const defineSlot = <Fn extends (...args: never[]) => unknown>(name: string): Slot<Fn> => ({ name });

export interface Hooks {
  on<Args extends unknown[]>(hook: Hook<Args>, listener: (...args: Args) => Promise<unknown> | unknown): void;
  emit<Args extends unknown[]>(hook: Hook<Args>, ...args: Args): Promise<void>;
  fill<Fn extends (...args: never[]) => unknown>(slot: Slot<Fn>, fn: Fn): void;
  read<Fn extends (...args: never[]) => unknown>(slot: Slot<Fn>): Fn;
}

type AnyListener = (...args: never[]) => unknown;

export function createHooks(): Hooks {
  const listeners = new Map<string, AnyListener[]>();
  const slots = new Map<string, AnyListener>();
  return {
    on<Args extends unknown[]>(hook: Hook<Args>, listener: (...args: Args) => unknown) {
      listeners.set(hook.name, [...(listeners.get(hook.name) ?? []), listener as AnyListener]);
    },
    async emit<Args extends unknown[]>(hook: Hook<Args>, ...args: Args) {
      for (const listener of listeners.get(hook.name) ?? []) await (listener as (...a: Args) => unknown)(...args);
    },
    fill<Fn extends AnyListener>(slot: Slot<Fn>, fn: Fn) {
      if (slots.has(slot.name)) throw new Error(`hooks: slot ${slot.name} is filled twice`);
      slots.set(slot.name, fn);
    },
    read<Fn extends AnyListener>(slot: Slot<Fn>): Fn {
      const fn = slots.get(slot.name);
      if (!fn) throw new Error(`hooks: slot ${slot.name} is empty (is the module that fills it registered in app.ts?)`);
      return fn as Fn;
    },
  };
}
