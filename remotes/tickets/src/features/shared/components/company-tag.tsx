import { Badge, Tooltip } from '@fluentui/react-components';

/** A company's TAG (3–4 characters), its short name on hover. */
export function CompanyTag({ tag, name }: { tag: string; name?: string }) {
  const badge = (
    <Badge appearance="tint" color="informative" shape="rounded">
      {tag}
    </Badge>
  );
  return name ? (
    <Tooltip content={name} relationship="description">
      {badge}
    </Tooltip>
  ) : (
    badge
  );
}
