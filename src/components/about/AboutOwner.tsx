import { business } from '../../config/business.ts';
import { WorkPicture } from '../work/WorkPicture.tsx';

/** The owner in their own words, with their photo, once they have set either on /inbox/site/business. */
export function AboutOwner() {
  const { name, about, photo } = business.owner;
  if (!about && !photo) return null;
  return (
    <section aria-labelledby="owner-title" className="section pt-0 lg:pt-0">
      <div className={`container-page grid items-center gap-10 ${photo ? 'md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]' : ''}`}>
        {photo ? (
          <div className="overflow-hidden rounded-card shadow-card">
            <WorkPicture photo={photo} sizes="(min-width: 80rem) 30rem, (min-width: 48rem) 40vw, 100vw" />
          </div>
        ) : null}
        <div>
          <h2 id="owner-title">{name ? `Meet ${name}` : 'Meet the Owner'}</h2>
          {about ? (
            <div className="prose-body mt-6 text-lg">
              {about.split(/\n\s*\n/).map((paragraph) => (
                <p key={paragraph.slice(0, 40)} className="mt-4 whitespace-pre-line first:mt-0">
                  {paragraph.trim()}
                </p>
              ))}
            </div>
          ) : null}
          {name ? <p className="mt-6 font-bold">{name}, owner of {business.name}</p> : null}
        </div>
      </div>
    </section>
  );
}
