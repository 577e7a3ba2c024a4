/** One pearl (/view-pearl?id=…), or the same full page (/full-page-pearl?id=…). */
import { paths } from '@medsutra/contract/routes';
import { Link2, Share2 } from 'lucide-react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { apiErrorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { showToast } from '@/lib/toast';
import { useDeletePearl, usePearl, useSetPearlImage, useSharePearl } from '../api/pearls-api';

export default function ViewPearlPage({ path }: { path: string }) {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const pearl = usePearl(id);
  const remove = useDeletePearl();
  const share = useSharePearl();
  const setImage = useSetPearlImage();
  const navigate = useNavigate();
  const fullPage = path === '/full-page-pearl';

  if (!id || pearl.isError) {
    return (
      <div className="mx-auto w-full max-w-xl px-4 py-10">
        <h1 className="text-2xl font-bold text-ink">Pearl</h1>
        <p role="alert" className="mt-3 text-muted">
          {id ? (apiErrorMessage(pearl.error) ?? 'This pearl could not be loaded.') : 'Choose a pearl from your list.'}
        </p>
        <ButtonLink to="/pearls-list" variant="secondary" className="mt-4">
          All pearls
        </ButtonLink>
      </div>
    );
  }
  if (pearl.isPending) return <div className="min-h-64" />;
  const item = pearl.data;
  return (
    <div
      className={cn(
        'mx-auto flex w-full flex-col gap-4 px-4 py-6',
        fullPage ? 'min-h-[80dvh] max-w-4xl justify-center' : 'max-w-2xl',
      )}
    >
      <article className={cn('rounded-2xl border border-border bg-surface', fullPage ? 'p-8 sm:p-12' : 'p-6')}>
        <p className="text-sm font-semibold text-primary">{item.subjectName ?? 'General'}</p>
        <h1 className={cn('mt-1 font-bold text-ink', fullPage ? 'text-3xl sm:text-4xl' : 'text-2xl')}>{item.title}</h1>
        <p
          className={cn(
            'mt-4 whitespace-pre-wrap text-ink',
            fullPage ? 'text-xl leading-relaxed sm:text-2xl' : 'text-lg',
          )}
        >
          {item.content}
        </p>
        {item.image ? (
          <img
            src={item.image.url}
            alt=""
            width={item.image.width}
            height={item.image.height}
            loading="lazy"
            decoding="async"
            className="mt-4 h-auto max-h-[60vh] w-full rounded-xl border border-border object-contain"
          />
        ) : null}
        {fullPage ? null : (
          <>
            <label className="mt-4 flex flex-col gap-1 text-sm">
              <span className="font-medium text-ink">
                {setImage.isPending
                  ? 'Uploading the picture…'
                  : item.image
                    ? 'Change the picture'
                    : 'Add a picture (optional)'}
              </span>
              <input
                type="file"
                accept="image/jpeg,image/png,image/webp"
                className="max-w-full text-sm"
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  if (file) setImage.mutate({ id: item.id, file });
                }}
              />
            </label>
            {setImage.isError ? (
              <p role="alert" className="mt-2 text-danger text-sm">
                {apiErrorMessage(setImage.error) ?? 'The picture could not be uploaded. Try again.'}
              </p>
            ) : null}
          </>
        )}
        <p className="mt-4 text-sm text-muted">
          {new Date(item.createdAt).toLocaleDateString('en-IN', { dateStyle: 'medium' })}
          {item.xpAwarded > 0 ? ` · earned ${item.xpAwarded} XP` : ''}
        </p>
      </article>
      <div className="flex flex-wrap gap-2">
        <ButtonLink to="/pearls-list" variant="secondary">
          All pearls
        </ButtonLink>
        {fullPage ? (
          <ButtonLink to={`/view-pearl?id=${encodeURIComponent(item.id)}`} variant="secondary">
            Back to the pearl
          </ButtonLink>
        ) : (
          <ButtonLink to={`/full-page-pearl?id=${encodeURIComponent(item.id)}`} variant="secondary">
            Full page
          </ButtonLink>
        )}
        <Button
          variant="secondary"
          onClick={() => {
            void navigator.clipboard?.writeText(`${item.title}\n${item.content}`);
            showToast('success', 'Pearl copied.');
          }}
        >
          <Link2 aria-hidden="true" className="size-4" />
          Copy
        </Button>
        <Button
          variant="secondary"
          disabled={item.sharedAt !== null || share.isPending}
          onClick={() =>
            share.mutate(item.id, {
              onSuccess: (reply) => {
                showToast('success', reply.xpAwarded > 0 ? `${reply.message} +${reply.xpAwarded} XP` : reply.message);
                // After a successful share the student goes to Medstagram (docs/product-rules.md, Mindmaps).
                navigate(paths.medstagram);
              },
              onError: (error) =>
                showToast('error', apiErrorMessage(error) ?? 'The pearl could not be shared. Try again.'),
            })
          }
        >
          <Share2 aria-hidden="true" className="size-4" />
          {item.sharedAt !== null ? 'Shared to Medstagram' : share.isPending ? 'Sharing...' : 'Share to Medstagram'}
        </Button>
        <Button
          variant="danger"
          onClick={() => {
            if (!window.confirm('Delete this pearl?')) return;
            remove.mutate(item.id, { onSuccess: () => navigate('/pearls-list', { replace: true }) });
          }}
        >
          Delete
        </Button>
      </div>
    </div>
  );
}
