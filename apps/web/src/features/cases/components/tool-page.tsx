/**
 * The frame of a tool's page: the spend question (rendered once), the tool's name and what it
 * does, its price and plan (ToolIntro, unless the page hides it mid-session), then the tool.
 */
import type { ToolDefinition } from '@medsutra/contract/tools/api';
import type { ReactNode } from 'react';
import { PageHeader } from '@/components/ui/page-header';
import { ToolIntro } from './tool-intro';

export function ToolPage({
  tool,
  email,
  description,
  spendDialog,
  showIntro = true,
  width = 'max-w-3xl',
  children,
}: {
  tool: ToolDefinition;
  email: string;
  description: string;
  spendDialog: ReactNode;
  showIntro?: boolean;
  width?: 'max-w-3xl' | 'max-w-4xl';
  children: ReactNode;
}) {
  return (
    <div className={`mx-auto flex w-full ${width} flex-col gap-4 px-4 py-6`}>
      {spendDialog}
      <PageHeader title={tool.name} description={description} />
      {showIntro ? <ToolIntro tool={tool} email={email} /> : null}
      {children}
    </div>
  );
}
