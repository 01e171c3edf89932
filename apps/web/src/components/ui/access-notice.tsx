import { Result } from 'antd';

type AccessNoticeProps = {
  title: string;
  text: string;
  /** `forbidden` for a role that may not use the page, `info` for a page that does not apply. */
  kind?: 'forbidden' | 'info';
  testId?: string;
};

/** Explains, in place of a page, why the signed-in user cannot use it (role, no company). */
export function AccessNotice({ title, text, kind = 'forbidden', testId }: AccessNoticeProps) {
  return (
    <div data-testid={testId}>
      <Result
        status={kind === 'forbidden' ? '403' : 'info'}
        title={<h1 className="pl-result-heading">{title}</h1>}
        subTitle={text}
      />
    </div>
  );
}
