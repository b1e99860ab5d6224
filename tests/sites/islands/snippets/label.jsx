export const Label = ({ text }) => <strong className="label">{text}</strong>;
