export const FeatureCard = ({ icon, title, children }) => (
  <div className="rounded-2xl border border-zinc-200 bg-white p-6 shadow-sm dark:border-zinc-800 dark:bg-zinc-900">
    <Icon icon={icon} size={20} />
    <h3 className="mt-3 text-base font-semibold text-zinc-900 dark:text-white">{title}</h3>
    <p className="mt-2 text-sm text-zinc-600 dark:text-zinc-400">{children}</p>
  </div>
);
