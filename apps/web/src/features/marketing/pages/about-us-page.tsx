import { PRODUCT_NAME } from '@medsutra/contract/product';
import { paths } from '@medsutra/contract/routes';
import { CtaLink } from '../components/cta-link';
import { HeadedSection } from '../components/headed-section';
import { MarketingPage } from '../components/marketing-page';
import { ProseBlock } from '../components/prose-sections';
import { TitledCardList } from '../components/titled-card-list';
import { ABOUT_LEAD, ABOUT_OFFERINGS, ABOUT_SECTIONS, ABOUT_VALUES } from '../content/about';

export default function AboutUsPage() {
  return (
    <MarketingPage title={`About ${PRODUCT_NAME}`} lead={ABOUT_LEAD}>
      {ABOUT_SECTIONS.map((section) => (
        <ProseBlock key={section.id} section={section} />
      ))}

      <HeadedSection id="offers" title="What you get">
        <TitledCardList
          items={ABOUT_OFFERINGS}
          className="mt-4 grid gap-3 sm:grid-cols-2"
          titleClassName="font-semibold"
          textClassName="mt-1 text-muted leading-relaxed"
        />
      </HeadedSection>

      <HeadedSection id="values" title="What we hold to">
        <div className="mt-4 space-y-3">
          {ABOUT_VALUES.map((value) => (
            <div key={value.title} className="rounded-xl border border-border bg-surface p-4">
              <h3 className="font-semibold">{value.title}</h3>
              <p className="mt-1 leading-relaxed">{value.text}</p>
            </div>
          ))}
        </div>
      </HeadedSection>

      <HeadedSection id="next" title="See it for yourself" size="xl" className="rounded-xl bg-surface-muted p-5">
        <p className="mt-2 text-muted">Look through every feature, or write to us with a question.</p>
        <div className="mt-4 flex flex-col gap-3 sm:flex-row">
          <CtaLink to={paths.featuresAndBlog}>Explore features</CtaLink>
          <CtaLink to={paths.contactUs} variant="secondary">
            Contact us
          </CtaLink>
        </div>
      </HeadedSection>
    </MarketingPage>
  );
}
