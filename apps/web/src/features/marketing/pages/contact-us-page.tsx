import { PRODUCT_NAME } from '@medsutra/contract/product';
import { paths } from '@medsutra/contract/routes';
import { Clock, Mail } from 'lucide-react';
import { useCompany } from '../api/get-company';
import { ContactForm } from '../components/contact-form';
import { TextLink } from '../components/cta-link';
import { BoxedSection, HeadedSection } from '../components/headed-section';
import { MarketingPage } from '../components/marketing-page';
import { BulletList } from '../components/prose-sections';
import { GRIEVANCE_OFFICER_TITLE, SUPPORT_EMAIL } from '../content/company';
import { CONTACT_TOPICS, REPLY_TIMES } from '../content/contact';

export default function ContactUsPage() {
  const company = useCompany().data;
  return (
    <MarketingPage
      title="Contact us"
      lead={`Questions about your account, a payment, Med Coins or something in ${PRODUCT_NAME} that looks wrong: write to us and a person on the team replies by email.`}
    >
      <BoxedSection id="reply-times" title="When we reply" Icon={Clock} tone="primary" box="card">
        <p className="mt-2 leading-relaxed">
          We answer messages in the order they arrive, by email, within these times:
        </p>
        <dl className="mt-3 divide-y divide-border">
          {REPLY_TIMES.map((row) => (
            <div key={row.audience} className="flex items-baseline justify-between gap-4 py-2">
              <dt>{row.audience}</dt>
              <dd className="font-semibold">{row.hours} hours</dd>
            </div>
          ))}
        </dl>
        <p className="mt-3 text-muted text-sm leading-relaxed">
          Premium members: write from the email on your account so we can see your plan. See{' '}
          <TextLink to={paths.pricing}>plans and pricing</TextLink>.
        </p>
      </BoxedSection>

      <HeadedSection id="form" title="Send us a message">
        <p className="mt-2 text-muted leading-relaxed">All fields are required.</p>
        <div className="mt-4 rounded-xl border border-border bg-surface p-4 sm:p-5">
          <ContactForm />
        </div>
      </HeadedSection>

      <HeadedSection id="help" title="Help us help you faster" size="xl">
        <BulletList
          items={CONTACT_TOPICS}
          className="mt-3 list-disc space-y-2 pl-6 leading-relaxed marker:text-muted"
        />
      </HeadedSection>

      <BoxedSection id="email" title="Prefer email?" Icon={Mail} tone="primary" box="muted">
        <p className="mt-2 leading-relaxed">
          Support:{' '}
          <a className="break-all text-primary underline underline-offset-2" href={`mailto:${SUPPORT_EMAIL}`}>
            {SUPPORT_EMAIL}
          </a>
        </p>
        {company ? (
          <>
            <p className="mt-1 leading-relaxed">
              Privacy requests and grievances, to our {GRIEVANCE_OFFICER_TITLE}:{' '}
              <a
                className="break-all text-primary underline underline-offset-2"
                href={`mailto:${company.grievanceEmail}`}
              >
                {company.grievanceEmail}
              </a>{' '}
              (see our <TextLink to={paths.privacy}>privacy policy</TextLink>)
            </p>
            <p className="mt-1 leading-relaxed">
              {company.companyName}, {company.companyAddress}
            </p>
          </>
        ) : null}
      </BoxedSection>
    </MarketingPage>
  );
}
