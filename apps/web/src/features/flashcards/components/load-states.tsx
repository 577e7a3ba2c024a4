/** The flashcard screens' loading card (a spinner) and load-failure card (the sentence and Retry). */
import { flashcardScreenText as text } from '@medsutra/contract/flashcards/screen';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';

export function LoadingCard({ label, minHeight }: { label: string; minHeight: 'min-h-32' | 'min-h-64' }) {
  return (
    <Card className={`flex ${minHeight} items-center justify-center`}>
      <Spinner label={label} />
    </Card>
  );
}

export function LoadFailedCard({ sentence, onRetry }: { sentence: string; onRetry: () => void }) {
  return (
    <Card className="flex flex-col items-start gap-3">
      <p className="text-danger">{sentence}</p>
      <Button variant="secondary" onClick={onRetry}>
        {text.retry}
      </Button>
    </Card>
  );
}
