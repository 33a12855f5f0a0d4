import { Badge, CounterBadge } from '@fluentui/react-components';

/** A menu item's count: red for the items that need attention, a tint badge otherwise. */
export function MenuItemCount({ count, highlight, label }: { count: number; highlight?: boolean; label: string }) {
  return highlight ? (
    <CounterBadge count={count} overflowCount={999} size="small" color="danger" data-counter={label} />
  ) : (
    <Badge appearance="tint" size="small" data-counter={label}>
      {count}
    </Badge>
  );
}
