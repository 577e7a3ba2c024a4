/**
 * The schedule settings: desired retention (a slider, with the 30-day forecast redrawn for the
 * chosen value before anything is saved), easy days and the exam date. Saving replaces all three.
 * Left empty, the exam date is the profile's (decision 162), and the field says which it is.
 */
import {
  FLASHCARD_DEFAULT_SETTINGS,
  FLASHCARD_EASY_DAYS_MAX,
  FLASHCARD_RETENTION_MAX,
  FLASHCARD_RETENTION_MIN,
  type FlashcardSettings,
} from '@medsutra/contract/flashcards/api';
import { flashcardWeekdays, flashcardScreenText as text } from '@medsutra/contract/flashcards/screen';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { failureSentence } from '@/lib/api-failure';
import { showToast } from '@/lib/toast';
import { flashcardKeys } from '../api/flashcard-keys';
import { useFlashcardForecast } from '../api/get-forecast';
import { useFlashcardSettings } from '../api/get-settings';
import { saveFlashcardSettings } from '../api/save-settings';
import { fieldClasses } from './field-classes';
import { ForecastChart } from './forecast-chart';

/** The slider asks for a new forecast once it rests this long, not on every step of a drag. */
const FORECAST_DELAY_MS = 250;

function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

const chip =
  'inline-flex min-h-11 min-w-12 cursor-pointer items-center justify-center gap-1 rounded-lg border border-border px-2 text-sm has-checked:border-primary has-checked:bg-primary/10 has-disabled:cursor-not-allowed has-disabled:opacity-50';

function SettingsForm({ saved, profileExamDate }: { saved: FlashcardSettings; profileExamDate: string | null }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(saved);
  const retention = useSettled(draft.retention, FORECAST_DELAY_MS);
  const forecast = useFlashcardForecast(retention);
  const save = useMutation({
    mutationFn: () => saveFlashcardSettings(draft),
    onSuccess: (reply) => {
      queryClient.setQueryData(flashcardKeys.settings, reply);
      setDraft(reply.settings);
      showToast('success', text.settingsSaved);
      void queryClient.invalidateQueries({ queryKey: flashcardKeys.all });
    },
    onError: (error) => showToast('error', failureSentence(error, text.settingsFailed)),
  });
  const toggleDay = (day: number) =>
    setDraft((current) => ({
      ...current,
      easyDays: current.easyDays.includes(day)
        ? current.easyDays.filter((d) => d !== day)
        : [...current.easyDays, day].sort(),
    }));
  const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };

  return (
    <form className="flex flex-col gap-5" onSubmit={submit}>
      <div className="flex flex-col gap-2">
        <label
          htmlFor={`${id}-retention`}
          className="flex flex-wrap justify-between gap-x-3 text-sm font-medium text-ink"
        >
          <span>{text.retention}</span>
          <output htmlFor={`${id}-retention`} className="font-semibold text-primary">
            {Math.round(draft.retention * 100)}%
          </output>
        </label>
        <input
          id={`${id}-retention`}
          type="range"
          min={FLASHCARD_RETENTION_MIN}
          max={FLASHCARD_RETENTION_MAX}
          step={0.01}
          value={draft.retention}
          aria-valuetext={text.retentionValue(draft.retention)}
          onChange={(event) => setDraft((current) => ({ ...current, retention: Number(event.target.value) }))}
          className="h-11 w-full accent-primary"
        />
        <p className="text-xs text-muted">{text.retentionHelp}</p>
        <div className="min-h-44">
          {forecast.data ? (
            <ForecastChart
              forecast={forecast.data}
              stale={forecast.isPlaceholderData || retention !== draft.retention}
            />
          ) : forecast.isError ? (
            <p className="text-sm text-danger">{text.forecastFailed}</p>
          ) : (
            <Spinner label={text.forecastLoading} />
          )}
        </div>
      </div>
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-ink">{text.easyDays}</legend>
        <p className="mb-2 text-xs text-muted">{text.easyDaysHelp}</p>
        <div className="flex flex-wrap gap-2">
          {flashcardWeekdays.map((name, day) => {
            const checked = draft.easyDays.includes(day);
            return (
              <label key={name} className={chip}>
                <input
                  type="checkbox"
                  className="sr-only"
                  checked={checked}
                  disabled={!checked && draft.easyDays.length >= FLASHCARD_EASY_DAYS_MAX}
                  onChange={() => toggleDay(day)}
                />
                {name}
              </label>
            );
          })}
        </div>
      </fieldset>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-exam`} className="text-sm font-medium text-ink">
          {text.examDate}
        </label>
        <div className="flex gap-2">
          <input
            id={`${id}-exam`}
            type="date"
            min={today}
            value={draft.examDate ?? ''}
            onChange={(event) => setDraft((current) => ({ ...current, examDate: event.target.value || null }))}
            className={fieldClasses}
          />
          {draft.examDate ? (
            <Button variant="ghost" size="sm" onClick={() => setDraft((current) => ({ ...current, examDate: null }))}>
              {text.clearExamDate}
            </Button>
          ) : null}
        </div>
        <p className="text-xs text-muted">
          {text.examDateHelp}
          {!draft.examDate && profileExamDate ? ` ${text.examDateFromProfile(profileExamDate)}` : null}
        </p>
      </div>
      <Button type="submit" className="self-start" disabled={save.isPending}>
        {text.saveSettings}
      </Button>
    </form>
  );
}

export function SettingsPanel() {
  const settings = useFlashcardSettings();
  if (settings.isPending) return <Spinner label={text.loading} />;
  // Without the stored settings (an old server, no signal) the form starts from the defaults.
  const saved = settings.data?.settings ?? FLASHCARD_DEFAULT_SETTINGS;
  const profileExamDate = settings.data?.profileExamDate ?? null;
  return <SettingsForm key={JSON.stringify(saved)} saved={saved} profileExamDate={profileExamDate} />;
}
