import { ToolOutlined } from '@ant-design/icons';
import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from './use-page-title.ts';

type UnderDevelopmentProps = {
  /** Name of the section that is not built yet (subtitle and document title). */
  pageName: string;
};

/** The spec's under-development page: a section whose capability is not built yet. */
export function UnderDevelopment({ pageName }: UnderDevelopmentProps) {
  const { t } = useTranslation();
  usePageTitle(pageName);
  return (
    <Result
      icon={<ToolOutlined aria-hidden className="pl-result-icon" />}
      title={<h1 className="pl-result-heading">{t('common.underDevelopment')}</h1>}
      subTitle={
        <>
          <strong>{pageName}</strong>
          <br />
          {t('common.underDevelopmentHint')}
        </>
      }
    />
  );
}
