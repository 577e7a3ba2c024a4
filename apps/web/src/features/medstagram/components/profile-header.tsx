/**
 * A student's profile: picture, name, handle, college, exam year, bio and counts (never an
 * email); follow and block for others, an editor and picture upload for oneself.
 */
import { BIO_MAX_CHARS, type MedstagramProfile } from '@medsutra/contract/medstagram/api';
import { communityScreenMessages as text } from '@medsutra/contract/medstagram/messages';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { usePersonAction } from '../api/people-actions';
import { useUpdateProfile, useUploadAvatar } from '../api/update-profile';
import { ActionFailure } from './action-failure';
import { Avatar } from './avatar';
import { LazyReportDialog } from './lazy-report-dialog';
import { TextAreaField } from './text-area-field';

// Radix's dialog loads only when a student reports someone.

function ProfileEditor({ profile, onDone }: { profile: MedstagramProfile; onDone: () => void }) {
  const [bio, setBio] = useState(profile.bio);
  const [college, setCollege] = useState(profile.college ?? '');
  const [examYear, setExamYear] = useState(profile.examYear ? String(profile.examYear) : '');
  const update = useUpdateProfile();
  const avatar = useUploadAvatar();
  const bioId = useId();
  const avatarId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      { bio, college: college.trim() || null, examYear: examYear ? Number(examYear) : null },
      { onSuccess: onDone },
    );
  };
  return (
    <form className="space-y-3" onSubmit={submit}>
      <div className="flex flex-col gap-1">
        <label htmlFor={avatarId} className="font-medium text-ink text-sm">
          {avatar.isPending ? text.avatarUploading : text.avatarLabel}
        </label>
        <input
          id={avatarId}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="max-w-full text-sm"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) avatar.mutate(file);
          }}
        />
        <ActionFailure request={avatar} />
      </div>
      <TextAreaField id={bioId} label={text.bioLabel} maxLength={BIO_MAX_CHARS} value={bio} onChange={setBio} />
      <Input
        label={text.collegeLabel}
        value={college}
        maxLength={120}
        onChange={(event) => setCollege(event.target.value)}
      />
      <Input
        label={text.examYearLabel}
        inputMode="numeric"
        value={examYear}
        onChange={(event) => setExamYear(event.target.value.replace(/\D/g, '').slice(0, 4))}
      />
      <ActionFailure request={update} />
      <div className="flex gap-2">
        <Button type="submit" disabled={update.isPending}>
          {text.saveProfile}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {text.commentCancel}
        </Button>
      </div>
    </form>
  );
}

export function ProfileHeader({ profile }: { profile: MedstagramProfile }) {
  const [editing, setEditing] = useState(false);
  const [reporting, setReporting] = useState(false);
  const person = usePersonAction();
  const act = (action: 'follow' | 'unfollow' | 'block' | 'unblock') =>
    person.mutate({ handle: profile.handle, action });
  const facts = [profile.college, profile.examYear ? text.examYear(profile.examYear) : null].filter(Boolean);
  return (
    <Card className="space-y-4 p-4 sm:p-5">
      <div className="flex items-center gap-4">
        <Avatar person={profile} size={72} />
        <div className="min-w-0 flex-1">
          <h1 className="truncate font-bold text-ink text-xl">
            {profile.name}
            <span className="sr-only"> on Medstagram</span>
          </h1>
          <p className="truncate text-muted text-sm">@{profile.handle}</p>
          {facts.length > 0 ? <p className="text-ink text-sm [overflow-wrap:anywhere]">{facts.join(' · ')}</p> : null}
        </div>
      </div>
      {profile.bio ? (
        <p className="whitespace-pre-line text-ink text-sm [overflow-wrap:anywhere]">{profile.bio}</p>
      ) : null}
      <dl className="grid grid-cols-3 gap-2 text-center">
        {(
          [
            [profile.counts.posts, text.countsPosts],
            [profile.counts.followers, text.countsFollowers],
            [profile.counts.following, text.countsFollowing],
          ] as const
        ).map(([count, label]) => (
          <div key={label} className="rounded-lg bg-surface-muted py-2">
            <dt className="text-muted text-xs">{label}</dt>
            <dd className="font-bold text-ink text-lg" data-count={label}>
              {count}
            </dd>
          </div>
        ))}
      </dl>
      {profile.isMe ? (
        editing ? (
          <ProfileEditor profile={profile} onDone={() => setEditing(false)} />
        ) : (
          <Button variant="secondary" onClick={() => setEditing(true)}>
            {text.editProfile}
          </Button>
        )
      ) : (
        <div className="flex flex-wrap gap-2">
          {profile.blockedByMe ? null : (
            <Button
              variant={profile.followedByMe ? 'secondary' : 'primary'}
              aria-pressed={profile.followedByMe}
              disabled={person.isPending}
              onClick={() => act(profile.followedByMe ? 'unfollow' : 'follow')}
            >
              {profile.followedByMe ? text.unfollow : text.follow}
            </Button>
          )}
          <Button
            variant={profile.blockedByMe ? 'secondary' : 'ghost'}
            disabled={person.isPending}
            onClick={() => {
              if (profile.blockedByMe) act('unblock');
              else if (window.confirm(text.confirmBlock(profile.name))) act('block');
            }}
          >
            {profile.blockedByMe ? text.unblock : text.block}
          </Button>
          <Button variant="ghost" onClick={() => setReporting(true)}>
            {text.report}
          </Button>
          <LazyReportDialog
            open={reporting}
            targetKind="user"
            targetId={profile.handle}
            onClose={() => setReporting(false)}
          />
        </div>
      )}
      <ActionFailure request={person} />
    </Card>
  );
}
