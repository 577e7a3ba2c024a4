/**
 * The item analysis's figures beside a question it flagged (decision 145): difficulty,
 * discrimination, point-biserial, each option's pick rate overall and in the top third (the key
 * marked), the reasons, and the difficulty label with the one the figures suggest, which the
 * admin can set, or put back to the library file's label over her correction (decision 151).
 */
import type { LibraryAdminReport } from '@medsutra/contract/library/api';
import { optionLetter } from '@medsutra/contract/library/item-figures';
import { libraryScreenMessages as text } from '@medsutra/contract/library/messages';
import { useState } from 'react';
import { Button } from '@/components/ui/button';

type Figures = NonNullable<LibraryAdminReport['figures']>;
type Label = 'easy' | 'medium' | 'hard';
const LABELS: readonly Label[] = ['easy', 'medium', 'hard'];
const percent = (share: number) => `${Math.round(share * 100)}%`;

export function ItemFiguresPanel(props: {
  figures: Figures;
  answerIndex: number | null;
  busy: boolean;
  onSetLabel: (label: Label) => void;
  /** Undoes an admin's correction (offered only while one stands over the file's label). */
  onRevertLabel: () => void;
}) {
  const { figures } = props;
  const [label, setLabel] = useState<Label>(figures.suggestedLabel);
  return (
    <section
      className="space-y-2 rounded-lg border border-border p-3 text-sm"
      aria-label={text.itemFiguresTitle(figures.scopeTitle, figures.takers)}
    >
      <p className="font-semibold text-ink">{text.itemFiguresTitle(figures.scopeTitle, figures.takers)}</p>
      <ul className="text-ink">
        <li>{text.itemDifficulty(figures.difficulty)}</li>
        <li className={figures.discrimination < 0.1 ? 'text-danger' : undefined}>
          {text.itemDiscrimination(figures.discrimination)}
        </li>
        <li>{text.itemPointBiserial(figures.pointBiserial)}</li>
      </ul>
      <table className="w-full text-left">
        <caption className="text-left text-muted text-xs">{text.itemPicksCaption}</caption>
        <tbody>
          {figures.optionPicks.map((share, option) => (
            <tr key={optionLetter(option)} className={option === props.answerIndex ? 'font-semibold' : undefined}>
              <th scope="row" className="pr-2 font-medium">
                {optionLetter(option)}
                {option === props.answerIndex ? ` (${text.itemKey})` : ''}
              </th>
              <td>
                {percent(share)} / {percent(figures.topThirdPicks[option] ?? 0)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="list-disc pl-5 text-danger">
        {figures.reasons.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
      {figures.label ? (
        <div className="space-y-2">
          <p className="text-muted">{text.itemLabel(figures.label, figures.suggestedLabel)}</p>
          {figures.fileLabel ? (
            <div className="flex flex-wrap items-center gap-2">
              <p className="text-muted">{text.itemFileLabel(figures.fileLabel)}</p>
              <Button size="sm" variant="secondary" disabled={props.busy} onClick={props.onRevertLabel}>
                {text.itemRevertLabel(figures.fileLabel)}
              </Button>
            </div>
          ) : null}
          <div className="flex flex-wrap items-end gap-2">
            <label className="flex flex-col gap-1 font-medium text-ink">
              {text.itemLabelChoice}
              <select
                value={label}
                onChange={(event) => setLabel(event.target.value as Label)}
                className="min-h-11 rounded-lg border border-border bg-surface px-3 text-base text-ink"
              >
                {LABELS.map((value) => (
                  <option key={value} value={value}>
                    {text.itemLabels[value]}
                  </option>
                ))}
              </select>
            </label>
            <Button size="sm" variant="secondary" disabled={props.busy} onClick={() => props.onSetLabel(label)}>
              {text.itemSetLabel}
            </Button>
          </div>
        </div>
      ) : null}
    </section>
  );
}
