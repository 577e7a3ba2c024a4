import { messages } from '@medsutra/contract/messages';
import { PRODUCT_NAME } from '@medsutra/contract/product';
import { paths } from '@medsutra/contract/routes';
import { Link } from 'react-router';

export function BrandLink() {
  return (
    <Link
      to={paths.root}
      aria-label={messages.shell.home}
      className="inline-flex min-h-11 items-center gap-2 rounded-lg pr-1 text-base font-bold text-ink sm:text-lg"
    >
      <img src="/icon.svg" alt="" width={28} height={28} className="size-7 sm:size-8" />
      <span>{PRODUCT_NAME}</span>
    </Link>
  );
}
