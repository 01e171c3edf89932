import type { CompanyUser } from '@plotline/contract/company';
import { Button, Checkbox, Flex, Form, type FormInstance, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { requiredNameRules } from '#src/lib/name-rules.ts';
import type { GroupFormValues } from '../utils/group-form.ts';
import { MemberSelect } from './member-select.tsx';
import { SeasonTreePicker } from './season-tree-picker.tsx';

/** Group names: the contract's limit. */
const GROUP_NAME_MAX_LENGTH = 255;

type AccessGroupFormProps = {
  form: FormInstance<GroupFormValues>;
  initialValues: GroupFormValues;
  users: CompanyUser[];
  isLoadingUsers: boolean;
  selfId: number;
  /** Members of the edited group, in case the user list lacks some. */
  currentMembers?: Array<{ id: number; username: string }>;
  pending: boolean;
  onFinish: (values: GroupFormValues) => void;
  onCancel: () => void;
};

/** Name, access level, members and nursery years of an access group (spec §3). */
export function AccessGroupForm({
  form,
  initialValues,
  users,
  isLoadingUsers,
  selfId,
  currentMembers,
  pending,
  onFinish,
  onCancel,
}: AccessGroupFormProps) {
  const { t } = useTranslation();
  return (
    <Form<GroupFormValues>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      preserve={false}
      onFinish={onFinish}
      data-testid="access-group-form"
    >
      <Form.Item
        name="name"
        label={t('accessGroups.form.name')}
        rules={requiredNameRules(GROUP_NAME_MAX_LENGTH)}
      >
        <Input maxLength={GROUP_NAME_MAX_LENGTH} autoComplete="off" />
      </Form.Item>
      <Form.Item name="write" label={t('accessGroups.form.level')}>
        <Radio.Group
          options={[
            { value: false, label: t('accessGroups.level.read') },
            { value: true, label: t('accessGroups.level.write') },
          ]}
        />
      </Form.Item>
      <Form.Item name="user_ids" label={t('accessGroups.form.members')}>
        <MemberSelect
          users={users}
          selfId={selfId}
          extraMembers={currentMembers}
          isLoading={isLoadingUsers}
        />
      </Form.Item>
      <Form.Item name="add_yourself" valuePropName="checked">
        <Checkbox data-testid="access-group-add-yourself">
          {t('accessGroups.form.addYourself')}
        </Checkbox>
      </Form.Item>
      <Form.Item
        name="year_ids"
        label={t('accessGroups.form.seasons')}
        extra={t('accessGroups.form.seasonsHint')}
      >
        <SeasonTreePicker />
      </Form.Item>
      <Flex justify="end" gap="small">
        <Button onClick={onCancel}>{t('common.cancel')}</Button>
        <Button type="primary" htmlType="submit" loading={pending} data-testid="access-group-save">
          {t('common.save')}
        </Button>
      </Flex>
    </Form>
  );
}
