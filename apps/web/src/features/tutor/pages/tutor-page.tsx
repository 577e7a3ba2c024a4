/** `/augchatbase`: the 24x7 AI tutor. */
import { tutorScreenText as text } from '@medsutra/contract/tutor/screen';
import { HeaderTextLink } from '@/components/header-text-link';
import { PageHeader } from '@/components/ui/page-header';
import { useChatbaseConfig } from '../api/tutor-api';
import { ChatView } from '../components/chat-view';
import { ContextStarting, useStartFromContext } from '../components/start-from-context';

export default function TutorPage() {
  const { starting, problem } = useStartFromContext('tutor');
  const chatbase = useChatbaseConfig();
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6">
      <PageHeader
        title={text.title}
        description={text.description}
        actions={
          chatbase.data?.agentId ? (
            <HeaderTextLink to="/chatbase-test">{text.chatbaseAlternative}</HeaderTextLink>
          ) : null
        }
      />
      {problem ? (
        <p role="alert" className="mb-4 text-danger">
          {problem}
        </p>
      ) : null}
      {starting ? <ContextStarting /> : <ChatView mode="tutor" premium={false} />}
    </div>
  );
}
