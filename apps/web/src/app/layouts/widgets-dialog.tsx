import { widgetsMessages } from '@medsutra/contract/shell/messages';
import { BarChart3, MessageCircle, NotebookText } from 'lucide-react';
import { Dialog, DialogContent } from '@/components/ui/dialog';

const w = widgetsMessages;

const WIDGETS = [
  { name: w.chat, body: w.chatBody, Icon: MessageCircle },
  { name: w.progress, body: w.progressBody, Icon: BarChart3 },
  { name: w.notes, body: w.notesBody, Icon: NotebookText },
] as const;

function Steps({ title, steps }: { title: string; steps: readonly string[] }) {
  return (
    <section className="mt-4">
      <h3 className="font-semibold text-ink">{title}</h3>
      <ol className="mt-2 list-decimal space-y-1 pl-5 text-muted">
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </section>
  );
}

/** Home-screen steps per platform; the three widgets are the web app manifest's shortcuts. */
export function WidgetsDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={w.title} description={w.description} closeLabel={w.close}>
        <Steps title={w.iosTitle} steps={w.iosSteps} />
        <Steps title={w.androidTitle} steps={w.androidSteps} />
        <section className="mt-5">
          <h3 className="font-semibold text-ink">{w.listTitle}</h3>
          <ul className="mt-2 space-y-2">
            {WIDGETS.map(({ name, body, Icon }) => (
              <li key={name} className="flex items-start gap-3 rounded-lg border border-border p-3">
                <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
                <div>
                  <p className="font-medium text-ink">{name}</p>
                  <p className="text-sm text-muted">{body}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>
      </DialogContent>
    </Dialog>
  );
}
