import { VisuallyHidden } from './VisuallyHidden.tsx';

/**
 * What a pending view is waiting for ('Loading products…'), announced politely (`role="status"`) while its
 * skeleton shows what is coming.
 */
export function LoadingStatus({ label }: { label: string }) {
  return (
    <div role="status">
      <VisuallyHidden>{label}</VisuallyHidden>
    </div>
  );
}
