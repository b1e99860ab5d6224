export const FeedbackLink = ({ src }) => <a href={`https://example.com/feedback?src=${src}`}>Feedback</a>;
