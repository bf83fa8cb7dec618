import {
  Alert,
  Avatar,
  Badge,
  Breadcrumb,
  Button,
  Card,
  Checkbox,
  Collapse,
  DatePicker,
  Descriptions,
  Divider,
  Empty,
  Form,
  Input,
  InputNumber,
  List,
  Menu,
  Modal,
  Pagination,
  Popconfirm,
  Popover,
  Progress,
  Radio,
  Result,
  Segmented,
  Select,
  Skeleton,
  Space,
  Spin,
  Statistic,
  Switch,
  Table,
  Tabs,
  Tag,
  TimePicker,
  Tooltip,
  Tree,
  TreeSelect,
  Typography,
  Upload,
} from 'antd';
import { memo, type ReactNode, startTransition, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { whenIdle } from './idle.ts';

/** Never part of the page: no query of the page (a test's, the app's own) finds the warm-up's elements. */
const detached = typeof document === 'undefined' ? null : document.createElement('div');

/**
 * The components in groups of about the same cost (a date picker's panels, a table, a form: 20-60 ms of
 * drawing and style writing each group): one group an idle moment, so that a click or a move meanwhile waits
 * for one group at most, not for all of them (400 ms drawn at once).
 */
const groups: ReadonlyArray<() => ReactNode> = [
  () => (
    <>
      <Form layout="vertical">
        <Form.Item label="-" help="-" validateStatus="error" required>
          <Input />
        </Form.Item>
        <Form.Item label="-">
          <Space.Compact>
            <Input.Search />
            <Button icon={null}>-</Button>
          </Space.Compact>
        </Form.Item>
      </Form>
      <Input.Password />
      <Input.TextArea />
      <InputNumber />
      <Button type="primary">-</Button>
    </>
  ),
  () => (
    <>
      <Select />
      <Select._InternalPanelDoNotUseOrYouWillBeFired />
      <TreeSelect />
      <TreeSelect._InternalPanelDoNotUseOrYouWillBeFired />
    </>
  ),
  () => (
    <>
      <DatePicker />
      <DatePicker.RangePicker />
      <DatePicker._InternalPanelDoNotUseOrYouWillBeFired />
    </>
  ),
  () => (
    <>
      <DatePicker._InternalRangePanelDoNotUseOrYouWillBeFired />
      <TimePicker />
      <TimePicker._InternalPanelDoNotUseOrYouWillBeFired />
    </>
  ),
  () => (
    <>
      <Checkbox />
      <Radio.Group options={['-']} />
      <Switch />
      <Segmented options={['-']} />
      <Upload.Dragger />
      <Tag>-</Tag>
      <Badge count={1} />
      <Avatar />
    </>
  ),
  () => (
    <>
      <Alert title="-" />
      <Spin />
      <Skeleton active />
      <Empty />
      <Result status="info" />
      <Progress percent={1} />
      <Statistic value={1} />
      <Typography.Title level={5}>-</Typography.Title>
      <Typography.Text ellipsis>-</Typography.Text>
      <Divider />
    </>
  ),
  () => (
    <>
      <Card title="-">-</Card>
      <Descriptions items={[{ key: 'a', label: '-', children: '-' }]} />
      <Tabs items={[{ key: 'a', label: '-', children: '-' }]} />
      <Collapse items={[{ key: 'a', label: '-', children: '-' }]} />
      <List dataSource={['-']} renderItem={(item) => <List.Item>{item}</List.Item>} />
      <Tree treeData={[{ key: 'a', title: '-' }]} />
      <Breadcrumb items={[{ title: '-' }]} />
      <Menu items={[{ key: 'a', label: '-' }]} />
    </>
  ),
  () => (
    <>
      <Pagination total={20} />
      <Table rowKey="k" dataSource={[{ k: 1 }]} columns={[{ key: 'k', dataIndex: 'k', title: '-' }]} />
    </>
  ),
  () => (
    <>
      <Modal._InternalPanelDoNotUseOrYouWillBeFired title="-" />
      <Popconfirm._InternalPanelDoNotUseOrYouWillBeFired title="-" />
      <Popover._InternalPanelDoNotUseOrYouWillBeFired content="-" />
      <Tooltip._InternalPanelDoNotUseOrYouWillBeFired title="-" />
    </>
  ),
];

/** One group, drawn once: the warm-up's next group does not draw the ones before it again. */
const Group = memo(function Group({ index }: { index: number }) {
  return groups[index]!();
});

/**
 * One instance of each antd component the app's pages use, drawn in a hidden, inert element so that antd writes
 * their styles before a page needs them, and keeps them written (style-warmup.ts says why). The pop-up ones
 * (dialogs, tooltips, pickers' panels) are drawn as antd's own inline panels, which it provides for extracting
 * styles: nothing opens, nothing takes the focus or locks the page's scroll. Drawn once, a group an idle moment,
 * into an element that is never added to the page (antd writes the styles into the document's head all the
 * same): a spinner, a table row or a dialog of the warm-up is nothing a person, a test or the app's own queries
 * can meet. `onDrawn` once the last group is drawn.
 */
export const StyleWarmup = memo(function StyleWarmup({ onDrawn }: { onDrawn: () => void }) {
  const [drawn, setDrawn] = useState(1);
  useEffect(() => {
    if (drawn >= groups.length) {
      onDrawn();
      return;
    }
    return whenIdle(() => startTransition(() => setDrawn((count) => count + 1)));
  }, [drawn, onDrawn]);
  if (!detached) return null;
  return createPortal(
    <div hidden aria-hidden inert data-testid="style-warmup">
      {groups.slice(0, drawn).map((_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the groups are fixed, drawn in their order.
        <Group key={index} index={index} />
      ))}
    </div>,
    detached,
  );
});
