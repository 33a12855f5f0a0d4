/** @jest-environment node */
import { SERVER_SHEETS_GLOBAL, insertStaticSheet } from './light-sheet.ts';

it('registers the sheets for the server renderer where there is no document, in the order the modules ran', () => {
  insertStaticSheet('ticket-rows', '.rows{}');
  insertStaticSheet('ticket-cards', '.cards{}');
  const registry = (globalThis as Record<string, unknown>)[SERVER_SHEETS_GLOBAL] as Map<string, string>;
  // The kit's own sheet, registered when its module was evaluated, first.
  expect([...registry.keys()]).toEqual(['light-table', 'ticket-rows', 'ticket-cards']);
  expect(registry.get('ticket-rows')).toBe('.rows{}');
});
