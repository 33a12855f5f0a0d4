import { Badge } from '@fluentui/react-components';

/** A company's TAG (3–4 characters); its short name as the native title (a Tooltip costs the list's first load). */
export function CompanyTag({ tag, name }: { tag: string; name?: string }) {
  return (
    <Badge appearance="tint" color="informative" shape="rounded" title={name}>
      {tag}
    </Badge>
  );
}
