/** Two demo macros (issue 36): "close as solved" answering with the seeded module, and "take it". */
import { eq } from 'drizzle-orm';
import type { TicketAction } from '@helpdesk/shared/schemas';
import * as t from '../../platform/db/schema';
import type { AfterCompanies } from './companies';

export async function seedMacros(s: AfterCompanies) {
  const { db, log } = s;
  const [solved] = await db.select({ id: t.textModules.id }).from(t.textModules).where(eq(t.textModules.shortcut, 'rozwiazane'));
  const closeAsSolved: TicketAction[] = [
    ...(solved ? [{ action: 'answer_with_text_module' as const, text_module_id: solved.id }] : []),
    { action: 'set_status', status: 'resolved' },
  ];
  const takeIt: TicketAction[] = [
    { action: 'set_assignee', assignee: 'me' },
    { action: 'set_status', status: 'in-progress' },
  ];
  const macros = [
    {
      name: 'Zamknij jako rozwiązane',
      description: 'Odpowiada modułem „Rozwiązane — prośba o potwierdzenie” i rozwiązuje zgłoszenie.',
      actions: closeAsSolved,
    },
    { name: 'Biorę to', description: 'Przypisuje zgłoszenie do mnie i zmienia status na „W trakcie”.', actions: takeIt },
  ];
  await db.insert(t.macros).values(macros);
  log(`seed: ${macros.length} macros`);
}
