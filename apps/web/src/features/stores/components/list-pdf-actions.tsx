import { ButtonLink } from '@/components/ui/button';

/** The seller's header actions: list a new PDF, and one secondary link onward. */
export function ListPdfActions({ to, label }: { to: string; label: string }) {
  return (
    <>
      <ButtonLink to="/stores/upload">List a PDF</ButtonLink>
      <ButtonLink to={to} variant="secondary">
        {label}
      </ButtonLink>
    </>
  );
}
