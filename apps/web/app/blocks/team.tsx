import type { TeamBlock } from '@brilla/types';
import { ResponsiveImage } from '~/components/ui/responsive-image';
import { Section } from '~/components/ui/section';
import type { BlockProps } from '~/lib/block-props';
import { SLOTS } from '~/lib/media';

export function Team({ block }: BlockProps<TeamBlock>) {
  return (
    <Section title={block.title} intro={block.intro}>
      <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
        {block.members.map((member) => (
          <li key={member.name} data-animate className="text-center">
            {member.photo ? (
              <ResponsiveImage
                media={member.photo}
                alt={member.photoAlt}
                decorative={member.photoDecorative}
                slot={SLOTS.team}
                className="mx-auto aspect-square h-auto w-48 rounded-full object-cover ring-4 ring-brand-light"
              />
            ) : null}
            <h3 className="mt-5 text-lg font-bold">{member.name}</h3>
            <p className="font-medium text-brand">{member.role}</p>
            {member.bio ? (
              <p className="mt-2 text-sm leading-relaxed text-muted">{member.bio}</p>
            ) : null}
          </li>
        ))}
      </ul>
    </Section>
  );
}
