export const Feature = ({ title }) => (
  <div className="feature rounded-xl border border-zinc-200 p-6 dark:border-zinc-700">
    <h3 className="text-base font-semibold text-primary">{title}</h3>
  </div>
);
